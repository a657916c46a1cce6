#!/usr/bin/env python3
"""Write ../queries.json from answers.py (stdlib only)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import answers  # noqa: E402

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'queries.json')
with open(out, 'w', encoding='utf-8') as f:
    json.dump(answers.queries(), f, indent=2, ensure_ascii=False)
    f.write('\n')
print('wrote', os.path.normpath(out))
