import Testing

// Replaced by real tests as the module lands.
