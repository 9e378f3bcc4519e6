from lib import Case, sub, sub_nth

c = Case("rename_function-python-lift-queue", "lift_queue.py", "rename_function", "python")
o = c.original
c.ins("terse", "est_wait -> estimate_wait_minutes")
c.ins("polite", "Could you rename the function `est_wait` to `estimate_wait_minutes` and update every call to it? The dashboard keys in metrics() must stay exactly as they are, and est_wait_trend keeps its name.")
c.ins("declarative", "The per-reading wait function should be called estimate_wait_minutes instead of est_wait.")
c.ins("other", "Bitte die Funktion est_wait in estimate_wait_minutes umbenennen und alle Aufrufe mitziehen.")
c.ins("other", "est_wait is a terrible name, nobody can tell what unit it returns. rename it to estimate_wait_minutes")

right = sub(o, "est_wait(", "estimate_wait_minutes(", 8)
c.res("right", right, "def est_wait and all 7 calls renamed; est_wait_trend, the 'est_wait' dashboard key and the log text unchanged")

w = sub(o, "est_wait", "estimate_wait_minutes", 13)
c.res("wrong", w, "blind replace: est_wait_trend became estimate_wait_minutes_trend and the fixed dashboard key 'est_wait' and the log text were renamed too")

w = sub(o, "est_wait(", "estimate_wait_minutes(", 8)
w = sub(w, "key=lambda s: estimate_wait_minutes(s.latest)", "key=lambda s: est_wait(s.latest)")
c.res("wrong", w, "QueueMonitor.busiest still calls est_wait, which no longer exists (NameError when called)")

w = sub(right, "return estimate_wait_minutes(latest) >= ALERT_MINUTES and", "return estimate_wait_minutes(latest) > ALERT_MINUTES and")
c.res("wrong", w, "rename done, but should_alert's >= ALERT_MINUTES silently became >")
i = right.index("    def set_stopped(self, lift: str, stopped: bool) -> None:")
w = right[:i].rstrip("\n") + "\n"
c.res("wrong", w, "rename correct as far as it goes, but the output stops after QueueMonitor.push: set_stopped, boards, busiest, snapshot and the __main__ block are gone")
c.write()
