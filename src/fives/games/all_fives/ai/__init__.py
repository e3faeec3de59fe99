"""All Fives' AI: the greedy-points baseline, the determinized search (engine) and its levels."""
