#!/usr/bin/env python3
"""Writes a scenario whose task has STEPS steps, for timing `report`'s
per-step timeline on long tasks without committing large files.

Usage: long-task-scenario.py STEPS > long.json

The screen has 20 buttons in one column; the task visits them round and
round (button 0, 1, ..., 19, 0, ...), so every step is a short scan.
"""
import json
import sys

steps = int(sys.argv[1])
count = 20
elements = [{"id": f"b{i}", "role": "button", "label": f"Button {i}",
             "frame": {"x": 16, "y": 20 + 40 * i, "width": 358, "height": 36}}
            for i in range(count)]
scenario = {
    "name": f"Long task, {steps} steps",
    "platform": "ios",
    "screen": {"width": 390, "height": 844},
    "elements": elements,
    "orders": {"visual": [e["id"] for e in elements]},
    "task": [{"activate": f"b{i % count}"} for i in range(steps)],
}
json.dump(scenario, sys.stdout)
