"""The README's Python example runs as written."""

import re
from pathlib import Path


def test_the_readme_example_runs(capsys):
    text = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "the README has a Python example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    printed = capsys.readouterr().out.split("\n")
    assert printed[1] in ("playing", "won", "lost")
    assert printed[2] in ("won", "lost", "unknown")
