from edits import build

PROTO = [("static int32_t read_weight(int channel, int samples, int debug);", "static int32_t read_weight(int channel, int samples);", 1)]
DEFN = [("static int32_t read_weight(int channel, int samples, int debug)\n{", "static int32_t read_weight(int channel, int samples)\n{", 1),
        ("    (void)debug; /* left over from the serial dump, see calibrate() */\n", "", 1)]
CALLS = [("read_weight(CH_TEMP_COMP, SAMPLES_QUICK, verbose)", "read_weight(CH_TEMP_COMP, SAMPLES_QUICK)", 1),
         ("read_weight(CH_FRONT, SAMPLES_NORMAL, 0)", "read_weight(CH_FRONT, SAMPLES_NORMAL)", 1),
         ("read_weight(CH_REAR, SAMPLES_NORMAL, 0)", "read_weight(CH_REAR, SAMPLES_NORMAL)", 1)]
CAL = [("static void calibrate(int channel, int debug);", "static void calibrate(int channel);", 1),
       ("static void calibrate(int channel, int debug)\n{", "static void calibrate(int channel)\n{", 1),
       ("    if (debug) {\n        printf(\"ch%d offset %ld\\n\", channel, (long)offsets[channel]);\n    }\n", "", 1),
       ("calibrate(CH_FRONT, verbose);", "calibrate(CH_FRONT);", 1),
       ("calibrate(CH_REAR, verbose);", "calibrate(CH_REAR);", 1),
       ("calibrate(CH_TEMP_COMP, verbose);", "calibrate(CH_TEMP_COMP);", 1)]
build("remove_param-c-hive-scale", "scale.c", {
    "right-1.c": PROTO + DEFN + CALLS,
    "wrong-1.c": DEFN + CALLS,
    "wrong-2.c": PROTO + DEFN + CALLS[:2] + [("read_weight(CH_REAR, SAMPLES_NORMAL, 0)", "read_weight(CH_REAR, 0)", 1)],
    "wrong-3.c": PROTO + DEFN + CALLS + CAL,
    "wrong-4.c": PROTO + DEFN + CALLS + [("for (int i = 0; i < samples; i++)", "for (int i = 0; i <= samples; i++)", 1)],
})
