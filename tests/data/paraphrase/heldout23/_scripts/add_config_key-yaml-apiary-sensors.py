from edits import build

build("add_config_key-yaml-apiary-sensors", "sensors.yaml", {
    "right-1.yaml": [("alerts:\n  min_battery_mv: 3450\n", "alerts:\n  swarm_drop_grams: 1500\n  min_battery_mv: 3450\n", 1)],
    "right-2.yaml": [("  flow_gain_grams: 800\n  notify:\n",
                      "  flow_gain_grams: 800\n  # sudden loss that means the hive has probably swarmed\n  swarm_drop_grams: 1500\n  notify:\n", 1)],
    "wrong-1.yaml": [("    alerts:\n      min_hive_temp_c: 10.0\n", "    alerts:\n      min_hive_temp_c: 10.0\n      swarm_drop_grams: 1500\n", 1)],
    "wrong-2.yaml": [("    - email:apiary@brackenridge.example\n\nhives:", "    - email:apiary@brackenridge.example\nswarm_drop_grams: 1500\n\nhives:", 1)],
    "wrong-3.yaml": [("  flow_gain_grams: 800\n", "  flow_gain_grams: 800\n   swarm_drop_grams: 1500\n", 1)],
    "wrong-4.yaml": [("  # weight gain per day that counts as a strong flow\n  flow_gain_grams: 800\n", "  flow_gain_grams: 800\n  swarm_drop_grams: 1500\n", 1)],
})
