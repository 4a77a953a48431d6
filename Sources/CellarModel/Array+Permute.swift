extension Array {
    /// Reorders the elements in place so that the element at `order[k]` ends up at `k`,
    /// following the permutation's cycles: no second array of elements.
    mutating func permute(to order: [Int]) {
        var isPlaced = [Bool](repeating: false, count: count)
        for start in indices where !isPlaced[start] {
            var slot = start
            isPlaced[slot] = true
            while order[slot] != start {
                swapAt(slot, order[slot])
                slot = order[slot]
                isPlaced[slot] = true
            }
        }
    }
}
