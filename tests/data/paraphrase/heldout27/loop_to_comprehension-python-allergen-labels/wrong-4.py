"""Allergen lines for the wholesale labels of Backhaus Lindner (EU 1169/2011 list)."""

ALLERGENS = {
    "wheat flour": "gluten",
    "rye flour": "gluten",
    "spelt flour": "gluten",
    "butter": "milk",
    "skimmed milk powder": "milk",
    "whole egg": "egg",
    "sesame seeds": "sesame",
    "hazelnuts": "nuts",
    "soy lecithin": "soya",
    "mustard seed": "mustard",
}

# lines that share equipment with these products carry a "may contain" note
SHARED_LINES = {
    "line 2": ["sesame", "nuts"],
    "line 3": ["soya"],
}


def allergens_in(recipe):
    found = [
        ALLERGENS[ingredient["name"].lower()]
        for ingredient in recipe["ingredients"]
        if ingredient["name"].lower() in ALLERGENS and ingredient["grams"] > 0
    ]
    return found


def may_contain(recipe):
    present = set(allergens_in(recipe))
    traces = []
    for allergen in SHARED_LINES.get(recipe["line"], []):
        if allergen not in present:
            traces.append(allergen)
    return traces


def label_text(recipe):
    contains = allergens_in(recipe)
    text = recipe["product"].upper()
    if contains:
        text += "\nContains: " + ", ".join(contains)
    traces = may_contain(recipe)
    if traces:
        text += "\nMay contain traces of: " + ", ".join(traces)
    return text


if __name__ == "__main__":
    seeded_rye = {
        "product": "Seeded rye loaf 750 g",
        "line": "line 2",
        "ingredients": [
            {"name": "Rye flour", "grams": 420},
            {"name": "Wheat flour", "grams": 80},
            {"name": "Sesame seeds", "grams": 25},
            {"name": "Hazelnuts", "grams": 0},
        ],
    }
    print(label_text(seeded_rye))
