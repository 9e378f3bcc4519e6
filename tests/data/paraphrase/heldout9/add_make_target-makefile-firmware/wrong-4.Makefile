# Firmware for the SX-40 line sensor node (STM32L4)

TARGET   := sx40
BUILD    := build
MCU      := cortex-m4
CC       := arm-none-eabi-gcc
OBJCOPY  := arm-none-eabi-objcopy
SIZE     := arm-none-eabi-size
PORT     ?= /dev/ttyACM0

SRCS := $(wildcard src/*.c) $(wildcard drivers/*.c)
OBJS := $(SRCS:%.c=$(BUILD)/%.o)

CFLAGS  := -mcpu=$(MCU) -mthumb -Os -Wall -Wextra -ffunction-sections -fdata-sections -Iinclude
LDFLAGS := -T stm32l4.ld -Wl,--gc-sections -specs=nano.specs

.PHONY: all clean flash size monitor

all: $(BUILD)/$(TARGET).bin

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/$(TARGET).elf: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@

$(BUILD)/$(TARGET).bin: $(BUILD)/$(TARGET).elf
	$(OBJCOPY) -O binary $< $@

size: $(BUILD)/$(TARGET).elf
	$(SIZE) $<

flash: $(BUILD)/$(TARGET).bin
	st-flash --reset write $< 0x0800000

monitor:
	picocom -b 115200 $(PORT)

clean:
	rm -rf $(BUILD)
