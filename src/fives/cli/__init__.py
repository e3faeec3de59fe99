"""The `fives` command line: list, rules, play, replay."""
