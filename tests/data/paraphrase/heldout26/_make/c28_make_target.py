from lib import E, case

ORIG = '''# Firmware for the Gantry Street wall-panel controllers (AVR, avr-gcc).

MCU      ?= atmega328p
F_CPU    ?= 16000000UL
PORT     ?= /dev/ttyUSB0
BAUD     ?= 115200

CC       := avr-gcc
OBJCOPY  := avr-objcopy
SIZE     := avr-size
CFLAGS   := -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Os -Wall -Wextra -std=c11
SRC      := $(wildcard src/*.c)
OBJ      := $(SRC:src/%.c=build/%.o)
TARGET   := build/panel

.PHONY: all clean size

all: $(TARGET).hex

build/%.o: src/%.c | build
\t$(CC) $(CFLAGS) -c $< -o $@

$(TARGET).elf: $(OBJ)
\t$(CC) $(CFLAGS) $^ -o $@

$(TARGET).hex: $(TARGET).elf
\t$(OBJCOPY) -O ihex -R .eeprom $< $@

build:
\tmkdir -p build

size: $(TARGET).elf
\t$(SIZE) --mcu=$(MCU) -C $<

clean:
\trm -rf build
'''

PHONY = E(".PHONY: all clean size", ".PHONY: all clean size flash")
FLASH = '''
flash: $(TARGET).hex
\tavrdude -p $(MCU) -c arduino -P $(PORT) -b $(BAUD) -U flash:w:$<:i
'''
AFTER_SIZE = E("\t$(SIZE) --mcu=$(MCU) -C $<\n", "\t$(SIZE) --mcu=$(MCU) -C $<\n" + FLASH)

case(
    "add_make_target-makefile-avr-flash", "Makefile", "add_make_target", "makefile", ORIG,
    [
        ("terse", "add phony `flash` target: avrdude -p $(MCU) -c arduino -P $(PORT) -b $(BAUD) -U flash:w:<hex>:i, depends on the hex"),
        ("polite", "Could you add a `flash` target that builds the hex first and then uploads it with `avrdude -p $(MCU) -c arduino -P $(PORT) -b $(BAUD) -U flash:w:$(TARGET).hex:i`? Please mark it .PHONY like the others and leave the existing targets alone."),
        ("declarative", "`make flash` should depend on the hex file and program it onto the panel with avrdude using MCU, PORT and BAUD; it is a phony target."),
        ("other", "tired of typing the avrdude line. can we get a make flash? (phony, needs the .hex, avrdude -c arduino with our MCU/PORT/BAUD vars)"),
    ],
    [
        ("right-1", "right", "phony flash target after size, depending on $(TARGET).hex and running avrdude with $<", [PHONY, AFTER_SIZE]),
        ("right-2", "right", "flash declared in its own .PHONY line next to the target and placed at the end; recipe names $(TARGET).hex explicitly",
         [E("\trm -rf build\n", "\trm -rf build\n\n.PHONY: flash\nflash: $(TARGET).hex\n\tavrdude -p $(MCU) -c arduino -P $(PORT) -b $(BAUD) -U flash:w:$(TARGET).hex:i\n")]),
        ("wrong-1", "wrong", "the recipe line is indented with spaces instead of a tab: make stops with 'missing separator'",
         [PHONY, E("\t$(SIZE) --mcu=$(MCU) -C $<\n", "\t$(SIZE) --mcu=$(MCU) -C $<\n" + FLASH.replace("\tavrdude", "    avrdude"))], "broken"),
        ("wrong-2", "wrong", "flash has no prerequisite, so it uploads a stale or missing hex instead of building it first",
         [PHONY, E("\t$(SIZE) --mcu=$(MCU) -C $<\n", "\t$(SIZE) --mcu=$(MCU) -C $<\n" + FLASH.replace("flash: $(TARGET).hex\n", "flash:\n").replace("flash:w:$<:i", "flash:w:$(TARGET).hex:i"))]),
        ("wrong-3", "wrong", "flash target added, but the size target and its recipe were replaced by it",
         [PHONY, E("size: $(TARGET).elf\n\t$(SIZE) --mcu=$(MCU) -C $<\n", FLASH.lstrip("\n"))]),
        ("wrong-4", "wrong", "flash added, but the baud default was changed from 115200 to 57600",
         [PHONY, AFTER_SIZE, E("BAUD     ?= 115200", "BAUD     ?= 57600")]),
    ],
)
