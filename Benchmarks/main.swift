print("roadtrip-bench: skeleton")
