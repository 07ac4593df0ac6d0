import Platform

/// The series expansions of the three geodesic integrals in ε (Karney 2013, eqs. 15–25, 40–43).
///
/// The coefficients were derived independently (expanding the integrands in ε and n and integrating
/// term by term) and agree with the published equations. Arrays are `SIMD8<Double>` so nothing is
/// allocated per call; index 0 is unused for the C coefficients so that `c[l]` multiplies
/// `sin 2lσ`.
enum GeodesicSeries {
  /// The number of terms kept (sixth order in ε, and in n for A3/C3).
  static let order = 6

  // MARK: - I1: distance

  /// `A1 - 1`, where `A1 = (1 + ε²/4 + ε⁴/64 + ε⁶/256) / (1 - ε)`.
  static func a1MinusOne(_ eps: Double) -> Double {
    let eps2 = eps * eps
    let t = eps2 * (eps2 * (eps2 + 4) + 64) / 256
    return (t + eps) / (1 - eps)
  }

  /// C1_l for l = 1…6.
  static func c1(_ eps: Double) -> SIMD8<Double> {
    let e2 = eps * eps
    var c = SIMD8<Double>()
    var d = eps
    c[1] = d * (e2 * (6 - e2) - 16) / 32
    d *= eps
    c[2] = d * (e2 * (64 - 9 * e2) - 128) / 2048
    d *= eps
    c[3] = d * (9 * e2 - 16) / 768
    d *= eps
    c[4] = d * (3 * e2 - 5) / 512
    d *= eps
    c[5] = -7 * d / 1280
    d *= eps
    c[6] = -7 * d / 2048
    return c
  }

  // MARK: - I2: reduced length

  /// `A2 - 1`, where `A2 = (1 - ε) (1 + ε²/4 + 9ε⁴/64 + 25ε⁶/256)`.
  static func a2MinusOne(_ eps: Double) -> Double {
    let eps2 = eps * eps
    let t = eps2 * (eps2 * (25 * eps2 + 36) + 64) / 256
    return t * (1 - eps) - eps
  }

  /// C2_l for l = 1…6.
  static func c2(_ eps: Double) -> SIMD8<Double> {
    let e2 = eps * eps
    var c = SIMD8<Double>()
    var d = eps
    c[1] = d * (e2 * (e2 + 2) + 16) / 32
    d *= eps
    c[2] = d * (e2 * (35 * e2 + 64) + 384) / 2048
    d *= eps
    c[3] = d * (15 * e2 + 80) / 768
    d *= eps
    c[4] = d * (7 * e2 + 35) / 512
    d *= eps
    c[5] = 63 * d / 1280
    d *= eps
    c[6] = 77 * d / 2048
    return c
  }

  // MARK: - I3: longitude

  /// A3 as a polynomial in ε for third flattening `n` (fifth order in ε and n together).
  static func a3Polynomial(n: Double) -> SIMD8<Double> {
    var p = SIMD8<Double>()
    p[0] = 1
    p[1] = (n - 1) / 2
    p[2] = (n * (3 * n - 1) - 2) / 8
    p[3] = -(n * (n + 3) + 1) / 16
    p[4] = -(2 * n + 3) / 64
    p[5] = -3.0 / 128
    return p
  }

  /// C3_l (l = 1…5) as polynomials in ε for third flattening `n`.
  static func c3Polynomials(n: Double) -> [SIMD8<Double>] {
    var c = [SIMD8<Double>](repeating: SIMD8<Double>(), count: 6)
    c[1][1] = (1 - n) / 4
    c[1][2] = (1 - n * n) / 8
    c[1][3] = (3 + n * (3 - n)) / 64
    c[1][4] = (5 + 2 * n) / 128
    c[1][5] = 3.0 / 128
    c[2][2] = (2 + n * (n - 3)) / 32
    c[2][3] = (3 - n * (2 + 3 * n)) / 64
    c[2][4] = (3 + n) / 128
    c[2][5] = 5.0 / 256
    c[3][3] = (5 + n * (5 * n - 9)) / 192
    c[3][4] = (9 - 10 * n) / 384
    c[3][5] = 7.0 / 512
    c[4][4] = (7 - 14 * n) / 512
    c[4][5] = 7.0 / 512
    c[5][5] = 21.0 / 2560
    return c
  }

  /// Evaluates `Σ p[j] εʲ` for j = 0…5.
  static func polynomial(_ p: SIMD8<Double>, _ eps: Double) -> Double {
    var value = 0.0
    for j in stride(from: 5, through: 0, by: -1) { value = value * eps + p[j] }
    return value
  }

  // MARK: - Summing the series

  /// `Σ c[l] sin(2lσ)` for l = 1…`terms`, by Clenshaw summation from `sin σ` and `cos σ`.
  static func sinSum(_ c: SIMD8<Double>, terms: Int, sin s: Double, cos k: Double) -> Double {
    let twoCos2 = 2 * (k - s) * (k + s)
    var b1 = 0.0
    var b2 = 0.0
    for l in stride(from: terms, through: 1, by: -1) {
      let b0 = c[l] + twoCos2 * b1 - b2
      b2 = b1
      b1 = b0
    }
    return 2 * s * k * b1
  }
}
