from edits import build

PHONY = [(".PHONY: all size clean\n", ".PHONY: all size flash clean\n", 1)]
SIZE = "size: $(TARGET).elf\n\t$(SIZE) --mcu=$(MCU) -C $<\n"
FLASH = "flash: $(TARGET).hex\n\tavrdude -c usbasp -p m328p -U flash:w:$<:i\n"
build("add_make_target-makefile-apiary-firmware", "Makefile", {
    "right-1": PHONY + [(SIZE, SIZE + "\n" + FLASH, 1)],
    "right-2": [(".PHONY: all size clean\n", ".PHONY: all size clean flash\n", 1),
                ("# make clean\n", "# make clean\n# make flash      write hivescale.hex to a board with a USBasp\n", 1),
                ("\trm -f $(OBJS) $(TARGET).elf $(TARGET).hex\n",
                 "\trm -f $(OBJS) $(TARGET).elf $(TARGET).hex\n\nflash: $(TARGET).hex\n\tavrdude -c usbasp -p m328p -U flash:w:$(TARGET).hex:i\n", 1)],
    "wrong-1": PHONY + [(SIZE, SIZE + "\n" + FLASH.replace("\t", "    "), 1)],
    "wrong-2": [(SIZE, SIZE + "\n" + FLASH, 1)],
    "wrong-3": PHONY + [("clean:\n", "clean:\n" + FLASH, 1)],
    "wrong-4": PHONY + [("all: $(TARGET).hex\n", FLASH + "\nall: $(TARGET).hex\n", 1)],
})
