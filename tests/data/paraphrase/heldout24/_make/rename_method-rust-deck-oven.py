from lib import write_case

DOC = ("Call `heat_up` before loading", "Call `preheat_deck` before loading")
DEF = ("pub fn heat_up(&mut self, deck_id: u8", "pub fn preheat_deck(&mut self, deck_id: u8")
C1 = ("self.heat_up(deck_id, target_c)", "self.preheat_deck(deck_id, target_c)")
C2 = ("self.heat_up(deck_id, target)\n", "self.preheat_deck(deck_id, target)\n")
T = ("o.heat_up(3, 240)", "o.preheat_deck(3, 240)")
RIGHT = [DOC, DEF, C1, C2, T]

write_case(
    "rename_method-rust-deck-oven", "oven.rs", "rename_method", "rust",
    [
        ("terse", "Oven::heat_up -> preheat_deck"),
        ("polite", "Could you rename the Oven method heat_up to preheat_deck, including its callers and the tests? The Burner trait has its own heat_up, which should keep its name. No other changes, please."),
        ("declarative", "The deck-heating method on Oven is to be called preheat_deck; every call of Oven's heat_up should use the new name, while Burner::heat_up stays as it is."),
        ("other", "Renomme la méthode heat_up de Oven en preheat_deck (appels et tests compris). Ne touche pas au heat_up du trait Burner."),
        ("other", "people keep mixing up oven.heat_up and burner.heat_up... rename the Oven one to preheat_deck, everywhere it's called"),
    ],
    [
        ("right-1.rs", "right", "Oven::heat_up renamed with its doc mention, both internal callers and the test; Burner::heat_up untouched", RIGHT),
        ("wrong-1.rs", "wrong", "only the definition (and doc comment) renamed; start_shift and reheat_after_door_open still call self.heat_up, which no longer exists on Oven: does not compile",
         [DOC, DEF]),
        ("wrong-2.rs", "wrong", "every heat_up renamed, including the Burner trait method, its GasBurner impl and the burner call",
         [("heat_up", "preheat_deck", 8)]),
        ("wrong-3.rs", "wrong", "library code renamed but the test deck_is_ready_inside_band still calls o.heat_up: the test build fails",
         [DOC, DEF, C1, C2]),
        ("wrong-4.rs", "wrong", "rename right, but the ready test in tick changed from >= to >, so a deck exactly at the band edge never becomes Ready",
         RIGHT + [("deck.temp_c + READY_BAND_C >= deck.target_c", "deck.temp_c + READY_BAND_C > deck.target_c")]),
    ],
)
