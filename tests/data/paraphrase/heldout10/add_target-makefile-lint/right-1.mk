# Firmware for the LoRa soil-moisture probes (STM32WL).
# make            build the firmware
# make flash      flash over ST-LINK
# make test       run the host-side unit tests
# make lint       run clang-tidy over the sources

PROJECT   := soilprobe
BUILD     := build
MCU       := cortex-m4
CC        := arm-none-eabi-gcc
OBJCOPY   := arm-none-eabi-objcopy
SIZE      := arm-none-eabi-size
HOST_CC   := cc

SRCS := $(wildcard src/*.c) $(wildcard drivers/*.c)
OBJS := $(patsubst %.c,$(BUILD)/%.o,$(SRCS))
TESTS := $(wildcard test/test_*.c)

CFLAGS  := -mcpu=$(MCU) -mthumb -Os -g3 -Wall -Wextra -Werror -ffunction-sections -fdata-sections -Iinclude
LDFLAGS := -T stm32wl55.ld -Wl,--gc-sections -specs=nano.specs -specs=nosys.specs

.PHONY: all flash test lint clean

all: $(BUILD)/$(PROJECT).bin

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/$(PROJECT).elf: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@
	$(SIZE) $@

$(BUILD)/$(PROJECT).bin: $(BUILD)/$(PROJECT).elf
	$(OBJCOPY) -O binary $< $@

flash: $(BUILD)/$(PROJECT).bin
	st-flash --reset write $< 0x08000000

test:
	@mkdir -p $(BUILD)/test
	@for t in $(TESTS); do \
		$(HOST_CC) -Iinclude -Itest -DHOST_TEST $$t src/calibration.c -o $(BUILD)/test/$$(basename $$t .c) || exit 1; \
		$(BUILD)/test/$$(basename $$t .c) || exit 1; \
	done

lint:
	clang-tidy $(SRCS) -- -Iinclude -DHOST_TEST

clean:
	rm -rf $(BUILD)
