# One-heap Nim (examples/nim): the texts the game brings along
game-nim-description = Take one, two or three counters from the heap in turn; whoever takes the last one wins.
game-nim-notation = the number of counters to take, e.g. 2
option-nim-heap = Counters
option-nim-most = Most per turn
option-nim-heap-description = counters on the heap at the start
option-nim-most-description = the most counters one turn may take
nim-takes = { $player } takes { $count }
nim-took-last = { $player } took the last counter
nim-syntax = write how many counters to take, a number from 1 to { $most }
nim-too-many = only { $most } counters may be taken at once, and { $left } are left
nim-position-heap = counters on the heap
nim-position-most = the most one turn may take
