import Platform

/// Angle helpers in degrees that keep exact values exact (sin 90° is 1, not 6e-17).
enum AngleMath {
  /// Sine and cosine of `degrees`, reducing by exact quarter turns first.
  ///
  /// Callers pass finite values only.
  static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
    var r = fmod(degrees, 360)
    let quarter = (r / 90).rounded()
    r -= 90 * quarter
    r *= .pi / 180
    let s = sin(r)
    let c = cos(r)
    let turned: (Double, Double)
    switch Int(quarter) & 3 {
    case 0: turned = (s, c)
    case 1: turned = (c, -s)
    case 2: turned = (-s, -c)
    default: turned = (-c, s)
    }
    // Avoid -0 so that later sign tests treat 0 uniformly.
    return (turned.0, turned.1 + 0)
  }

  /// Rounds tiny angles to zero so that their sines and cosines do not underflow.
  static func roundTiny(_ degrees: Double) -> Double {
    let z = 1.0 / 16
    let y = abs(degrees)
    let rounded = y < z ? z - (z - y) : y
    return Double(signOf: degrees, magnitudeOf: rounded)
  }

  /// `|lon2 - lon1|` reduced to [0, 180].
  static func longitudeDifference(_ lon1: Double, _ lon2: Double) -> Double {
    let d = remainder(remainder(lon2, 360) - remainder(lon1, 360), 360)
    return abs(d)
  }

  /// Scales `(y, x)` to unit length.
  static func normalized(_ y: Double, _ x: Double) -> (Double, Double) {
    let r = length(y, x)
    return (y / r, x / r)
  }

  /// `√(y² + x²)` for the sines and cosines used here (|y|, |x| ≤ ~1, so nothing overflows);
  /// several times faster than `hypot`.
  @inline(__always)
  static func length(_ y: Double, _ x: Double) -> Double {
    (y * y + x * x).squareRoot()
  }
}

extension AngleMath {
  /// `x` if positive, else +0. Unlike `max(0, x)`, never returns -0, which would flip `atan2`.
  static func positivePart(_ x: Double) -> Double {
    x > 0 ? x : 0
  }
}
