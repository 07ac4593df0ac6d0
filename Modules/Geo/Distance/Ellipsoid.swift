/// An oblate ellipsoid of revolution and the constants the geodesic solution needs.
///
/// Built once per ellipsoid: the A3/C3 series (Karney 2013, eqs. 24–25) depend only on the third
/// flattening `n`, so their polynomial coefficients in ε are evaluated here and not per call.
struct Ellipsoid: Sendable {
  /// The WGS-84 ellipsoid used by GPS.
  static let wgs84 = Ellipsoid(equatorialRadius: 6_378_137, flattening: 1 / 298.257_223_563)

  // MARK: - Shape

  /// Equatorial radius `a` in metres.
  let equatorialRadius: Double
  /// Flattening `f`.
  let flattening: Double
  /// `1 - f`.
  let oneMinusF: Double
  /// Polar semi-axis `b = a (1 - f)` in metres.
  let polarRadius: Double
  /// Second eccentricity squared `e'² = e² / (1 - f)²`.
  let secondEccentricitySquared: Double
  /// Third flattening `n = f / (2 - f)`.
  let thirdFlattening: Double

  // MARK: - Series in ε with n folded in

  /// A3 as a polynomial in ε: `a3[j]` multiplies ε^j.
  let a3: SIMD8<Double>
  /// C3_l as polynomials in ε: `c3[l][j]` multiplies ε^j, for l = 1…5.
  let c3: [SIMD8<Double>]

  // MARK: - Tolerances

  /// Threshold below which the short-line estimate is already the answer (Karney 2013, §5).
  let shortLineTolerance: Double

  /// Creates an ellipsoid. Only oblate shapes (0 ≤ f < 1) are supported.
  init(equatorialRadius: Double, flattening: Double) {
    self.equatorialRadius = equatorialRadius
    self.flattening = flattening
    oneMinusF = 1 - flattening
    polarRadius = equatorialRadius * (1 - flattening)
    let eccentricitySquared = flattening * (2 - flattening)
    secondEccentricitySquared = eccentricitySquared / ((1 - flattening) * (1 - flattening))
    let n = flattening / (2 - flattening)
    thirdFlattening = n
    a3 = GeodesicSeries.a3Polynomial(n: n)
    c3 = GeodesicSeries.c3Polynomials(n: n)
    let tol2 = Double.ulpOfOne.squareRoot()
    shortLineTolerance =
      0.1 * tol2 / (max(0.001, abs(flattening)) * min(1, 1 - flattening / 2) / 2).squareRoot()
  }
}
