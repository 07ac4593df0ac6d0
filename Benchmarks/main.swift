// roadtrip-bench: run with `swift run -c release roadtrip-bench [area…]`.
// Each area prints its figures with their targets (see the issues); areas are added as modules land.
print("roadtrip-bench")
