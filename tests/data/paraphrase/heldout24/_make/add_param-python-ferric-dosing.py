from lib import write_case

SIG = "def ferric_dose_lph(flow_m3h: float, phosphate_mgl: float, target_mgl: float = 0.5) -> float:"
SIG_NEW = "def ferric_dose_lph(\n    flow_m3h: float, phosphate_mgl: float, target_mgl: float = 0.5, molar_ratio: float = 1.8\n) -> float:"
BODY = ("fe_g_per_h = p_load_g_per_h / MW_P * FE_TO_P_RATIO * MW_FE", "fe_g_per_h = p_load_g_per_h / MW_P * molar_ratio * MW_FE")

write_case(
    "add_param-python-ferric-dosing", "dosing.py", "add_param", "python",
    [
        ("terse", "ferric_dose_lph: new param molar_ratio: float = 1.8 (after target_mgl), use it instead of FE_TO_P_RATIO"),
        ("polite", "Could you add a molar_ratio parameter (float, default 1.8) to ferric_dose_lph, after target_mgl, and use it in the dose formula in place of FE_TO_P_RATIO? sludge_yield_kg_per_day and the alum function should keep using their constants, and the controller's call can stay as it is."),
        ("declarative", "ferric_dose_lph should take the Fe:P molar ratio as its last parameter, molar_ratio, defaulting to 1.8, instead of reading FE_TO_P_RATIO."),
        ("other", "the process engineers want to trial different Fe:P ratios per train, so ferric_dose_lph needs a molar_ratio=1.8 param at the end that replaces the constant in its formula. nothing else changes"),
    ],
    [
        ("right-1.py", "right", "molar_ratio: float = 1.8 added after target_mgl and used in the ferric formula; sludge, alum and the controller call unchanged",
         [(SIG, SIG_NEW), BODY]),
        ("right-2.py", "right", "same, with the default written as FE_TO_P_RATIO (which is 1.8) and the signature kept on one line",
         [(SIG, "def ferric_dose_lph(flow_m3h: float, phosphate_mgl: float, target_mgl: float = 0.5, molar_ratio: float = FE_TO_P_RATIO) -> float:"), BODY]),
        ("wrong-1.py", "wrong", "parameter declared but the formula still multiplies by FE_TO_P_RATIO, so it has no effect",
         [(SIG, SIG_NEW)]),
        ("wrong-2.py", "wrong", "parameter added and used, but the FE_TO_P_RATIO constant was deleted although sludge_yield_kg_per_day still reads it (NameError)",
         [(SIG, SIG_NEW), BODY, ("FE_TO_P_RATIO = 1.8\n", "")]),
        ("wrong-3.py", "wrong", "molar_ratio inserted before target_mgl: the controller passes target_p_mgl positionally, which now lands in molar_ratio",
         [(SIG, "def ferric_dose_lph(flow_m3h: float, phosphate_mgl: float, molar_ratio: float = 1.8, target_mgl: float = 0.5) -> float:"), BODY]),
        ("wrong-4.py", "wrong", "default written as 1.5 (the alum ratio) instead of 1.8",
         [(SIG, SIG_NEW.replace("= 1.8", "= 1.5")), BODY]),
    ],
)
