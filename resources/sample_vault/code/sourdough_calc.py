"""Baker's percentages for my weekend sourdough, so I stop doing the maths on the back of a receipt."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

STARTER_HYDRATION = 1.0  # Gerald is fed 1:1:1, so half of his weight is water


@dataclass(frozen=True)
class Formula:
    flour_g: float
    hydration: float = 0.75
    starter_pct: float = 0.20
    salt_pct: float = 0.02


def ingredients(formula: Formula) -> dict[str, float]:
    """Grams of each ingredient, counting the flour and water that live in the starter."""
    starter = formula.flour_g * formula.starter_pct
    starter_flour = starter / (1 + STARTER_HYDRATION)
    starter_water = starter - starter_flour
    return {
        "flour": round(formula.flour_g - starter_flour, 1),
        "water": round(formula.flour_g * formula.hydration - starter_water, 1),
        "starter": round(starter, 1),
        "salt": round(formula.flour_g * formula.salt_pct, 1),
    }


def scale_for_loaves(loaves: int, grams_per_loaf: float = 900.0) -> Formula:
    """Total flour for n loaves of about 900 g baked weight (the Dutch oven fits one at a time)."""
    return Formula(flour_g=loaves * grams_per_loaf / 1.8)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("loaves", type=int, nargs="?", default=2)
    args = parser.parse_args()
    for name, grams in ingredients(scale_for_loaves(args.loaves)).items():
        print(f"{name:>8}: {grams:7.1f} g")


if __name__ == "__main__":
    main()
