// TripDetail feature: implemented under issue 6; this file keeps the target buildable in the skeleton.
