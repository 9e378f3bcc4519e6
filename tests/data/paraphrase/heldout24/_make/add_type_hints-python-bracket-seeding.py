from lib import write_case

S = {
    "elo": ("def elo_expected(rating_a, rating_b):", "def elo_expected(rating_a: float, rating_b: float) -> float:"),
    "order": ("def seed_order(bracket_size):", "def seed_order(bracket_size: int) -> list[int]:"),
    "rank": ("def rank_teams(teams, tiebreak_seed=None):",
             "def rank_teams(teams: list[tuple[str, float]], tiebreak_seed: int | None = None) -> list[tuple[str, float]]:"),
    "first": ("def first_round(teams, tiebreak_seed=None):",
              "def first_round(\n    teams: list[tuple[str, float]], tiebreak_seed: int | None = None\n) -> list[tuple[str, str | None]]:"),
    "upset": ("def upset_risk(pairs, ratings):",
              "def upset_risk(pairs: list[tuple[str, str | None]], ratings: dict[str, float]) -> list[str]:"),
}
ALL = list(S.values())

write_case(
    "add_type_hints-python-bracket-seeding", "seeding.py", "add_type_hints", "python",
    [
        ("terse", "add type hints to all functions in seeding.py"),
        ("polite", "Could you add type annotations to every function here, parameters and return values? Teams are (name, rating) tuples and an empty bracket slot is None. Please don't change any behaviour."),
        ("declarative", "Every function in this module should carry full type hints for its parameters and its return type."),
        ("other", "seeding.py のすべての関数に型ヒントを付けてください（引数と戻り値の両方）。動作は変えないでください。"),
    ],
    [
        ("right-1.py", "right", "all five functions annotated with builtin generics and X | None; defaults and bodies unchanged", ALL),
        ("right-2.py", "right", "all five annotated in typing-module style (Optional, List, Tuple, Dict) with a Team alias", [
            ("import math\nimport random\n", "import math\nimport random\nfrom typing import Dict, List, Optional, Tuple\n\nTeam = Tuple[str, float]\n"),
            (S["elo"][0], S["elo"][1]),
            (S["order"][0], "def seed_order(bracket_size: int) -> List[int]:"),
            (S["rank"][0], "def rank_teams(teams: List[Team], tiebreak_seed: Optional[int] = None) -> List[Team]:"),
            (S["first"][0], "def first_round(teams: List[Team], tiebreak_seed: Optional[int] = None) -> List[Tuple[str, Optional[str]]]:"),
            (S["upset"][0], "def upset_risk(pairs: List[Tuple[str, Optional[str]]], ratings: Dict[str, float]) -> List[str]:"),
        ]),
        ("wrong-1.py", "wrong", "only elo_expected, seed_order and rank_teams annotated; first_round and upset_risk left bare",
         ALL[:3]),
        ("wrong-2.py", "wrong", "elo_expected annotated as returning int although it returns a probability (float)",
         [(S["elo"][0], "def elo_expected(rating_a: float, rating_b: float) -> int:")] + ALL[1:]),
        ("wrong-3.py", "wrong", "Optional[int] used without importing Optional: the module raises NameError when it is imported",
         [(a, b.replace("int | None", "Optional[int]")) for a, b in ALL]),
        ("wrong-4.py", "wrong", "first_round's tiebreak_seed lost its = None default while being annotated, so first_round(ladder) raises TypeError",
         ALL[:3] + [(S["first"][0], S["first"][1].replace("int | None = None", "int | None"))] + ALL[4:]),
    ],
)
