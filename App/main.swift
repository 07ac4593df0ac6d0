print("roadtrip: skeleton")
