import Platform

/// The starting estimate of the azimuth at point 1 (Karney 2013, §5).
///
/// Short lines are solved here outright; otherwise the estimate comes from a sphere of suitable
/// radius, or, for nearly antipodal points, from the astroid equation (eq. 55).
struct InverseStart {
  /// σ12 when the short-line estimate is already exact enough, else nil.
  var sigma12: Double?
  /// sin α1 of the estimate.
  var salp1: Double
  /// cos α1 of the estimate.
  var calp1: Double
  /// `√(1 + e'² sin² βm)` at the mean latitude (short lines only).
  var dnm = 1.0

  init(
    _ p1: ReducedLatitude, _ p2: ReducedLatitude, lam12: Double, slam12: Double, clam12: Double,
    solver: GeodesicInverse
  ) {
    let e = solver.ellipsoid
    let sbet12 = p2.sin * p1.cos - p2.cos * p1.sin
    let cbet12 = p2.cos * p1.cos + p2.sin * p1.sin
    let sbet12a = p2.sin * p1.cos + p2.cos * p1.sin
    let shortLine = cbet12 >= 0 && sbet12 < 0.5 && p2.cos * lam12 < 0.5
    var somg12 = slam12
    var comg12 = clam12
    if shortLine {
      var sbetm2 = (p1.sin + p2.sin) * (p1.sin + p2.sin)
      sbetm2 /= sbetm2 + (p1.cos + p2.cos) * (p1.cos + p2.cos)
      dnm = (1 + e.secondEccentricitySquared * sbetm2).squareRoot()
      let omg12 = lam12 / (e.oneMinusF * dnm)
      somg12 = sin(omg12)
      comg12 = cos(omg12)
    }
    salp1 = p2.cos * somg12
    calp1 =
      comg12 >= 0
      ? sbet12 + p2.cos * p1.sin * somg12 * somg12 / (1 + comg12)
      : sbet12a - p2.cos * p1.sin * somg12 * somg12 / (1 - comg12)
    let ssig12 = AngleMath.length(salp1, calp1)
    let csig12 = p1.sin * p2.sin + p1.cos * p2.cos * comg12

    if shortLine && ssig12 < e.shortLineTolerance {
      sigma12 = atan2(ssig12, csig12)
    } else if abs(e.thirdFlattening) > 0.1 || csig12 >= 0
      || ssig12 >= 6 * abs(e.thirdFlattening) * .pi * p1.cos * p1.cos
    {
      // The spherical estimate is good enough to start Newton's method.
    } else {
      (salp1, calp1) = Self.nearlyAntipodal(p1, p2, slam12: slam12, clam12: clam12, sbet12a: sbet12a, e: e)
    }
    if salp1 > 0 {
      (salp1, calp1) = AngleMath.normalized(salp1, calp1)
    } else {
      salp1 = 1
      calp1 = 0
    }
  }

  /// The azimuth estimate for nearly antipodal points, from the astroid (Karney 2013, eqs. 53–57).
  private static func nearlyAntipodal(
    _ p1: ReducedLatitude, _ p2: ReducedLatitude, slam12: Double, clam12: Double, sbet12a: Double,
    e: Ellipsoid
  ) -> (Double, Double) {
    let lam12x = atan2(-slam12, -clam12)  // λ12 - π
    let k2 = p1.sin * p1.sin * e.secondEccentricitySquared
    let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    let lamScale = e.flattening * p1.cos * GeodesicSeries.polynomial(e.a3, eps) * .pi
    let betScale = lamScale * p1.cos
    let x = lam12x / lamScale
    let y = sbet12a / betScale
    if y > -GeodesicInverse.tol1 && x > -1 - GeodesicInverse.astroidThreshold {
      // Near the limit y → 0, x ≥ -1: the astroid degenerates; use its asymptote.
      let salp1 = min(1, -x)
      return (salp1, -(1 - salp1 * salp1).squareRoot())
    }
    let k = astroid(x: x, y: y)
    let omg12a = lamScale * (-x * k / (1 + k))
    let somg12 = sin(omg12a)
    let comg12 = -cos(omg12a)
    let salp1 = p2.cos * somg12
    let calp1 = sbet12a - p2.cos * p1.sin * somg12 * somg12 / (1 - comg12)
    return (salp1, calp1)
  }

  /// The positive root of `k⁴ + 2k³ - (x² + y² - 1)k² - 2y²k - y² = 0` (Karney 2013, eq. 55).
  static func astroid(x: Double, y: Double) -> Double {
    let p = x * x
    let q = y * y
    let r = (p + q - 1) / 6
    guard !(q == 0 && r <= 0) else { return 0 }
    let s = p * q / 4
    let r2 = r * r
    let r3 = r * r2
    let discriminant = s * (s + 2 * r3)
    var u = r
    if discriminant >= 0 {
      var t3 = s + r3
      t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()
      let t = cbrt(t3)
      u += t + (t != 0 ? r2 / t : 0)
    } else {
      let angle = atan2((-discriminant).squareRoot(), -(s + r3))
      u += 2 * r * cos(angle / 3)
    }
    let v = (u * u + q).squareRoot()
    let uv = u < 0 ? q / (v - u) : u + v
    let w = (uv - q) / (2 * v)
    return uv / ((uv + w * w).squareRoot() + w)
  }
}
