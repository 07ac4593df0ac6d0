import Platform

/// The inverse geodesic problem on an ellipsoid: the shortest distance between two points.
///
/// Karney's method (C. F. F. Karney, "Algorithms for geodesics", J. Geodesy 87, 43–55, 2013):
/// reduce to the auxiliary sphere, start from a spherical or astroid (near-antipodal) estimate of
/// the azimuth at the first point, then solve `λ12(α1) = λ12` by Newton's method safeguarded by
/// bisection, so it converges for every pair, antipodal ones included.
struct GeodesicInverse: Sendable {
  /// The ellipsoid the distances are measured on.
  let ellipsoid: Ellipsoid

  // MARK: - Tolerances (Karney 2013, §5 and §6)

  static let tiny = Double.leastNormalMagnitude.squareRoot()
  static let tol0 = Double.ulpOfOne
  static let tol1 = 200 * tol0
  static let tol2 = tol0.squareRoot()
  static let tolBisection = tol0 * tol2
  static let astroidThreshold = 1000 * tol2
  static let newtonIterations = 20
  static let maxIterations = newtonIterations + Double.significandBitCount + 1 + 10

  // MARK: - Distance

  /// The geodesic distance in metres; NaN when a latitude is outside [-90, 90] or not finite.
  func distance(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
    guard latitude1.isFinite, latitude2.isFinite, longitude1.isFinite, longitude2.isFinite,
      abs(latitude1) <= 90, abs(latitude2) <= 90
    else { return .nan }
    let e = ellipsoid
    let lon12 = AngleMath.roundTiny(AngleMath.longitudeDifference(longitude1, longitude2))
    let lam12 = lon12 * .pi / 180
    let (slam12, clam12) = AngleMath.sinCos(degrees: lon12)

    // Order the points so that |lat1| ≥ |lat2| and lat1 ≤ 0 (distance is symmetric).
    var lat1 = AngleMath.roundTiny(latitude1)
    var lat2 = AngleMath.roundTiny(latitude2)
    if abs(lat1) < abs(lat2) { swap(&lat1, &lat2) }
    if lat1 > 0 {
      lat1 = -lat1
      lat2 = -lat2
    }

    var p1 = ReducedLatitude(latitude: lat1, ellipsoid: e)
    var p2 = ReducedLatitude(latitude: lat2, ellipsoid: e)
    // Make the symmetries exact where rounding would break them (Karney 2013, §6).
    if p1.cos < -p1.sin {
      if p2.cos == p1.cos { p2.sin = Double(signOf: p2.sin, magnitudeOf: p1.sin) }
    } else if abs(p2.sin) == -p1.sin {
      p2.cos = p1.cos
    }
    p1.dn = (1 + e.secondEccentricitySquared * p1.sin * p1.sin).squareRoot()
    p2.dn = (1 + e.secondEccentricitySquared * p2.sin * p2.sin).squareRoot()

    if lat1 == -90 || slam12 == 0, let metres = meridionalDistance(p1, p2, slam12: slam12, clam12: clam12) {
      return metres
    }
    if p1.sin == 0, lon12 <= 180 * e.oneMinusF {
      // Both points on the equator, and the equator is the shortest way.
      return e.equatorialRadius * lam12
    }
    let start = InverseStart(p1, p2, lam12: lam12, slam12: slam12, clam12: clam12, solver: self)
    if let sig12 = start.sigma12 {
      return sig12 * e.polarRadius * start.dnm
    }
    return e.polarRadius * solveAzimuth(p1, p2, start: start, slam12: slam12, clam12: clam12)
  }

  // MARK: - Special cases

  /// The distance along a meridian, or nil when the meridian is not the shortest path.
  private func meridionalDistance(
    _ p1: ReducedLatitude, _ p2: ReducedLatitude, slam12: Double, clam12: Double
  ) -> Double? {
    // The geodesic starts with azimuth λ12 (0 or 180°) and arrives heading north.
    let ssig1 = p1.sin
    let csig1 = clam12 * p1.cos
    let ssig2 = p2.sin
    let csig2 = p2.cos
    let sig12 = atan2(AngleMath.positivePart(csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
    let lengths = Lengths(
      eps: ellipsoid.thirdFlattening, sig12: sig12,
      point1: (ssig1, csig1, p1.dn), point2: (ssig2, csig2, p2.dn), distanceNeeded: true)
    guard sig12 < 1 || lengths.reducedLength >= 0 else { return nil }
    if sig12 < 3 * Self.tiny || (sig12 < Self.tol0 && (lengths.distance < 0 || lengths.reducedLength < 0)) {
      return 0
    }
    return lengths.distance * ellipsoid.polarRadius
  }

  // MARK: - Newton's method on the azimuth

  /// Finds the azimuth α1 whose geodesic reaches λ12 and returns `s12 / b`.
  private func solveAzimuth(
    _ p1: ReducedLatitude, _ p2: ReducedLatitude, start: InverseStart, slam12: Double, clam12: Double
  ) -> Double {
    var salp1 = start.salp1
    var calp1 = start.calp1
    // Bracket of α1: λ12 is below the target at a, above it at b.
    var salp1a = Self.tiny
    var calp1a = 1.0
    var salp1b = Self.tiny
    var calp1b = -1.0
    var tripNewton = false
    var tripBisection = false
    var line = lambda12(p1, p2, salp1: salp1, calp1: calp1, slam12: slam12, clam12: clam12, derivative: true)
    var iteration = 0
    while iteration < Self.maxIterations {
      let v = line.lambdaError
      if tripBisection || !(abs(v) >= (tripNewton ? 8 : 1) * Self.tol0) { break }
      if v > 0 && (iteration > Self.newtonIterations || calp1 / salp1 > calp1b / salp1b) {
        salp1b = salp1
        calp1b = calp1
      } else if v < 0 && (iteration > Self.newtonIterations || calp1 / salp1 < calp1a / salp1a) {
        salp1a = salp1
        calp1a = calp1
      }
      var tookNewtonStep = false
      if iteration < Self.newtonIterations && line.derivative > 0 {
        let dalp1 = -v / line.derivative
        if abs(dalp1) < .pi {
          let sdalp1 = sin(dalp1)
          let cdalp1 = cos(dalp1)
          let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
          if nsalp1 > 0 {
            (salp1, calp1) = AngleMath.normalized(nsalp1, calp1 * cdalp1 - salp1 * sdalp1)
            tripNewton = abs(v) <= 16 * Self.tol0
            tookNewtonStep = true
          }
        }
      }
      if !tookNewtonStep {
        // Bisect the bracket: Newton overshot or has not converged in time.
        (salp1, calp1) = AngleMath.normalized((salp1a + salp1b) / 2, (calp1a + calp1b) / 2)
        tripNewton = false
        tripBisection =
          abs(salp1a - salp1) + (calp1a - calp1) < Self.tolBisection
          || abs(salp1 - salp1b) + (calp1 - calp1b) < Self.tolBisection
      }
      iteration += 1
      line = lambda12(
        p1, p2, salp1: salp1, calp1: calp1, slam12: slam12, clam12: clam12,
        derivative: iteration < Self.newtonIterations)
    }
    let lengths = Lengths(
      eps: line.eps, sig12: line.sig12, point1: (line.ssig1, line.csig1, p1.dn),
      point2: (line.ssig2, line.csig2, p2.dn), distanceNeeded: true)
    return lengths.distance
  }

  /// The geodesic leaving point 1 with azimuth α1, followed to point 2's latitude.
  struct LineToLatitude {
    var lambdaError: Double
    var derivative: Double
    var sig12: Double
    var ssig1: Double
    var csig1: Double
    var ssig2: Double
    var csig2: Double
    var eps: Double
  }

  /// Karney 2013, eqs. 5–8 and 38: the longitude reached minus the target, and d/dα1 of it.
  func lambda12(
    _ p1: ReducedLatitude, _ p2: ReducedLatitude, salp1: Double, calp1 inputCalp1: Double,
    slam12: Double, clam12: Double, derivative: Bool
  ) -> LineToLatitude {
    let e = ellipsoid
    // An equatorial start heading due north or south would be degenerate; nudge it.
    let calp1 = p1.sin == 0 && inputCalp1 == 0 ? -Self.tiny : inputCalp1
    let salp0 = salp1 * p1.cos
    let calp0 = AngleMath.length(calp1, salp1 * p1.sin)
    let somg1 = salp0 * p1.sin
    let comg1 = calp1 * p1.cos
    let (ssig1, csig1) = AngleMath.normalized(p1.sin, comg1)

    let calp2: Double
    if p2.cos != p1.cos || abs(p2.sin) != -p1.sin {
      let spread =
        p1.cos < -p1.sin
        ? (p2.cos - p1.cos) * (p1.cos + p2.cos) : (p1.sin - p2.sin) * (p1.sin + p2.sin)
      calp2 = ((calp1 * p1.cos) * (calp1 * p1.cos) + spread).squareRoot() / p2.cos
    } else {
      calp2 = abs(calp1)
    }
    let somg2 = salp0 * p2.sin
    let comg2 = calp2 * p2.cos
    let (ssig2, csig2) = AngleMath.normalized(p2.sin, comg2)

    let sig12 = atan2(AngleMath.positivePart(csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
    let somg12 = AngleMath.positivePart(comg1 * somg2 - somg1 * comg2)
    let comg12 = comg1 * comg2 + somg1 * somg2
    // η = ω12 - λ12 (target), computed as one angle to keep precision.
    let eta = atan2(somg12 * clam12 - comg12 * slam12, comg12 * clam12 + somg12 * slam12)

    let k2 = calp0 * calp0 * e.secondEccentricitySquared
    let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    var c3 = SIMD8<Double>()
    for l in 1...5 { c3[l] = GeodesicSeries.polynomial(e.c3[l], eps) }
    let b312 =
      GeodesicSeries.sinSum(c3, terms: 5, sin: ssig2, cos: csig2)
      - GeodesicSeries.sinSum(c3, terms: 5, sin: ssig1, cos: csig1)
    let domg12 = -e.flattening * GeodesicSeries.polynomial(e.a3, eps) * salp0 * (sig12 + b312)

    var dlam12 = 0.0
    if derivative {
      if calp2 == 0 {
        dlam12 = -2 * e.oneMinusF * p1.dn / p1.sin
      } else {
        let lengths = Lengths(
          eps: eps, sig12: sig12, point1: (ssig1, csig1, p1.dn), point2: (ssig2, csig2, p2.dn),
          distanceNeeded: false)
        dlam12 = lengths.reducedLength * e.oneMinusF / (calp2 * p2.cos)
      }
    }
    return LineToLatitude(
      lambdaError: eta + domg12, derivative: dlam12, sig12: sig12, ssig1: ssig1, csig1: csig1,
      ssig2: ssig2, csig2: csig2, eps: eps)
  }
}

/// A latitude on the auxiliary sphere: sin β and cos β of the reduced latitude, and `√(1 + e'² sin² β)`.
struct ReducedLatitude {
  var sin: Double
  var cos: Double
  var dn = 1.0

  init(latitude: Double, ellipsoid: Ellipsoid) {
    let (s, c) = AngleMath.sinCos(degrees: latitude)
    let (sb, cb) = AngleMath.normalized(ellipsoid.oneMinusF * s, c)
    sin = sb
    cos = max(GeodesicInverse.tiny, cb)
  }
}
