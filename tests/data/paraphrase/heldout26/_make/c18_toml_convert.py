from lib import E, case

ORIG = '''# Rig description for the main house desk at Gantry Street.
title = "Gantry Street main house"
show_file_version = "2.0"

[desk]
model = "Ion Xe 20"
universes = 4
output = "sACN"
tracking = true

[network]
desk_ip = "10.101.0.10"
netmask = "255.255.0.0"
backup_desk_ip = "10.101.0.11"

[[dimmers]]
rack = "A"
channels = 48
start_address = 1
location = "stage left"

[[dimmers]]
rack = "B"
channels = 48
start_address = 49
location = "stage right"

[[dimmers]]
rack = "FOH"
channels = 24
start_address = 97
location = "bridge"
'''

RIGHT = '''# Rig description for the main house desk at Gantry Street.
title: Gantry Street main house
show_file_version: "2.0"

desk:
  model: Ion Xe 20
  universes: 4
  output: sACN
  tracking: true

network:
  desk_ip: 10.101.0.10
  netmask: 255.255.0.0
  backup_desk_ip: 10.101.0.11

dimmers:
  - rack: A
    channels: 48
    start_address: 1
    location: stage left
  - rack: B
    channels: 48
    start_address: 49
    location: stage right
  - rack: FOH
    channels: 24
    start_address: 97
    location: bridge
'''
R = lambda t: RIGHT

case(
    "convert-toml-to-yaml-rig", "rig.toml", "convert", "toml", ORIG,
    [
        ("terse", "rig.toml -> yaml"),
        ("polite", "Could you rewrite this rig description as YAML? The data has to stay identical, types included (strings stay strings), and the dimmer racks should become a list."),
        ("declarative", "The rig description should be in YAML, carrying exactly the same values and types."),
        ("other", "our new patch tool wants yaml. convert it pls, keep the header comment"),
    ],
    [
        ("right-1.yaml", "right", "same data as YAML; show_file_version kept a quoted string, dimmers a list of mappings, comment kept", [R]),
        ("right-2.yaml", "right", "same data as YAML with every string quoted and 4-space indentation",
         [lambda t: '''# Rig description for the main house desk at Gantry Street.
title: "Gantry Street main house"
show_file_version: "2.0"
desk:
    model: "Ion Xe 20"
    universes: 4
    output: "sACN"
    tracking: true
network:
    desk_ip: "10.101.0.10"
    netmask: "255.255.0.0"
    backup_desk_ip: "10.101.0.11"
dimmers:
    -   rack: "A"
        channels: 48
        start_address: 1
        location: "stage left"
    -   rack: "B"
        channels: 48
        start_address: 49
        location: "stage right"
    -   rack: "FOH"
        channels: 24
        start_address: 97
        location: "bridge"
''']),
        ("wrong-1.yaml", "wrong", "show_file_version written unquoted, so YAML reads it as the float 2.0 instead of the string \"2.0\"",
         [R, E('show_file_version: "2.0"', "show_file_version: 2.0")]),
        ("wrong-2.yaml", "wrong", "the FOH dimmer rack is missing",
         [R, E('''  - rack: FOH
    channels: 24
    start_address: 97
    location: bridge
''', '')]),
        ("wrong-3.yaml", "wrong", "the network keys are not indented, so they end up at the top level and network is null",
         [R, E('''network:
  desk_ip: 10.101.0.10
  netmask: 255.255.0.0
  backup_desk_ip: 10.101.0.11
''', '''network:
desk_ip: 10.101.0.10
netmask: 255.255.0.0
backup_desk_ip: 10.101.0.11
''')]),
        ("wrong-4.yaml", "wrong", "rack B's start_address became 48 instead of 49",
         [R, E("start_address: 49", "start_address: 48")]),
    ],
)
