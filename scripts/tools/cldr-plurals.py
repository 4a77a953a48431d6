#!/usr/bin/env python3
"""Writes Sources/CellarPlurals/PluralRules+CLDR.swift, the cardinal plural rules
of every CLDR locale, from Unicode CLDR's plurals.json (cldr-json/cldr-core/supplemental/), kept
with its licence in Tests/CellarPluralsTests/CLDR/, where PluralRulesTests checks the rules
against it and against each rule's sample numbers.

    python3 scripts/tools/cldr-plurals.py [plurals.json]
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, "Tests/CellarPluralsTests/CLDR/plurals.json")
OUTPUT = os.path.join(ROOT, "Sources/CellarPlurals/PluralRules+CLDR.swift")
ORDER = ["zero", "one", "two", "few", "many"]


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else SOURCE
    with open(source, encoding="utf-8") as file:
        data = json.load(file)["supplemental"]
    version = data["version"]["_cldrVersion"]
    lines = []
    for locale, rules in sorted(data["plurals-type-cardinal"].items()):
        conditions = []
        for category in ORDER:
            rule = rules.get("pluralRule-count-" + category)
            if rule is not None:
                conditions.append(f'(.{category}, "{rule.split("@")[0].strip()}")')
        lines.append(f'        "{locale}": [{", ".join(conditions)}],')
    swift = (
        "// Written by scripts/tools/cldr-plurals.py from Unicode CLDR " + version + "'s plurals.json; do not edit.\n"
        "\n"
        "extension PluralRules {\n"
        "    /// The CLDR version the rules are from.\n"
        f'    static let cldrVersion = "{version}"\n'
        "\n"
        "    /// Each CLDR locale's conditions, in the order they are tried; a number meeting none is `other`.\n"
        "    static let cldrConditions: [String: [(PluralCategory, String)]] = [\n"
        + "\n".join(lines)
        + "\n    ]\n}\n"
    )
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(swift)


if __name__ == "__main__":
    main()
