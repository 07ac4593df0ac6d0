// TextUI: implemented under issue 3/4; this file keeps the target buildable in the skeleton.
