from edits import build

LOOP = '''    values = []
    for piece in pieces:
        if piece.metal == "gold" and piece.karat >= 14:
            values.append(round(piece.weight_g * FINENESS[piece.karat] * SPOT_PENCE_PER_GRAM))
    return values
'''
COMP = '''    return [
        round(piece.weight_g * FINENESS[piece.karat] * SPOT_PENCE_PER_GRAM)
        for piece in pieces
        if piece.metal == "gold" and piece.karat >= 14
    ]
'''
COMP2 = '''    values = [round(p.weight_g * FINENESS[p.karat] * SPOT_PENCE_PER_GRAM)
              for p in pieces if p.metal == "gold" and p.karat >= 14]
    return values
'''
OTHER = '''    flagged = []
    for piece in pieces:
        if piece.stones or piece.weight_g > 50:
            flagged.append(piece.tag)
    return flagged
'''
build("loop_to_comprehension-python-pawnshop-appraisal", "appraisal.py", {
    "right-1.py": [(LOOP, COMP, 1)],
    "right-2.py": [(LOOP, COMP2, 1)],
    "wrong-1.py": [(LOOP, COMP.replace('if piece.metal == "gold" and piece.karat >= 14', 'if piece.metal == "gold"'), 1)],
    "wrong-2.py": [(LOOP, COMP.replace("    return [\n", "    return (\n").replace("    ]\n", "    )\n"), 1)],
    "wrong-3.py": [(LOOP, COMP.replace("piece.karat >= 14", "piece.karat > 14"), 1)],
    "wrong-4.py": [(LOOP, COMP, 1), (OTHER, "    return [piece.tag for piece in pieces if piece.stones or piece.weight_g > 50]\n", 1)],
})
