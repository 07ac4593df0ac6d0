// Waypoint feature (the stop editor): the public builder lands with the View layer.
