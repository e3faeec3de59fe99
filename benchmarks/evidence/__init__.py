"""Tools behind figures quoted in the docs; each module names the doc and the command."""
