print("focusbench")
