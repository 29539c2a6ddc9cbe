"""Mall: hide from the zombies in a shopping mall and vote who they get."""
