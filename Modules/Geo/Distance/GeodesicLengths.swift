/// Distance and reduced length along a geodesic between two points on the auxiliary sphere,
/// both divided by the polar radius `b` (Karney 2013, eqs. 7, 38 and 40–41).
struct Lengths {
  /// `s12 / b`.
  var distance = 0.0
  /// `m12 / b`, the reduced length (negative past a conjugate point).
  var reducedLength: Double

  /// Computes the lengths for the arc σ12 from `point1` to `point2`, each given as
  /// `(sin σ, cos σ, √(1 + e'² sin² β))`.
  init(
    eps: Double, sig12: Double, point1: (ssig: Double, csig: Double, dn: Double),
    point2: (ssig: Double, csig: Double, dn: Double), distanceNeeded: Bool
  ) {
    let a1m1 = GeodesicSeries.a1MinusOne(eps)
    let a2m1 = GeodesicSeries.a2MinusOne(eps)
    let c1 = GeodesicSeries.c1(eps)
    let c2 = GeodesicSeries.c2(eps)
    let a1 = 1 + a1m1
    let a2 = 1 + a2m1
    let terms = GeodesicSeries.order
    if distanceNeeded {
      let b1 =
        GeodesicSeries.sinSum(c1, terms: terms, sin: point2.ssig, cos: point2.csig)
        - GeodesicSeries.sinSum(c1, terms: terms, sin: point1.ssig, cos: point1.csig)
      distance = a1 * (sig12 + b1)
    }
    // J12 = I1 - I2 over the arc (eq. 40), summed as one series.
    let cj = a1 * c1 - a2 * c2
    let j12 =
      (a1m1 - a2m1) * sig12
      + GeodesicSeries.sinSum(cj, terms: terms, sin: point2.ssig, cos: point2.csig)
      - GeodesicSeries.sinSum(cj, terms: terms, sin: point1.ssig, cos: point1.csig)
    reducedLength =
      point2.dn * (point1.csig * point2.ssig) - point1.dn * (point1.ssig * point2.csig)
      - point1.csig * point2.csig * j12
  }
}
