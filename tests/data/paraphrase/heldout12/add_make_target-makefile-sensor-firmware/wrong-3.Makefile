# Firmware for the SX-40 vibration sensor node (STM32L432, Cortex-M4F).
#
#   make            build debug firmware
#   make BUILD=release
#   make flash      program over SWD with OpenOCD
#   make test       run the host-side unit tests

PROJECT   := sx40
BUILD     ?= debug
BUILD_DIR := build/$(BUILD)
VERSION   := $(shell git describe --tags --always --dirty 2>/dev/null || echo unknown)

# --- toolchain -------------------------------------------------------------
CROSS   ?= arm-none-eabi-
CC      := $(CROSS)gcc
AS      := $(CROSS)gcc -x assembler-with-cpp
OBJCOPY := $(CROSS)objcopy
SIZE    := $(CROSS)size
GDB     := $(CROSS)gdb
OPENOCD ?= openocd
HOSTCC  ?= cc

# --- sources ---------------------------------------------------------------
SRC_DIRS := src src/drivers src/dsp src/radio
C_SRCS   := $(foreach d,$(SRC_DIRS),$(wildcard $(d)/*.c))
C_SRCS   += third_party/cmsis_dsp/arm_rfft_fast_f32.c \
            third_party/cmsis_dsp/arm_cmplx_mag_f32.c
ASM_SRCS := startup/startup_stm32l432xx.s
LDSCRIPT := startup/STM32L432KCUx_FLASH.ld

OBJS := $(addprefix $(BUILD_DIR)/,$(C_SRCS:.c=.o) $(ASM_SRCS:.s=.o))
DEPS := $(OBJS:.o=.d)

ELF := $(BUILD_DIR)/$(PROJECT).elf
HEX := $(BUILD_DIR)/$(PROJECT).hex
BIN := $(BUILD_DIR)/$(PROJECT).bin
MAP := $(BUILD_DIR)/$(PROJECT).map

# --- flags -----------------------------------------------------------------
MCU := -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard

DEFS := -DSTM32L432xx -DUSE_HAL_DRIVER -DARM_MATH_CM4 \
        -DFW_VERSION=\"$(VERSION)\" -DSAMPLE_RATE_HZ=3200

INCS := -Isrc -Isrc/drivers -Isrc/dsp -Isrc/radio \
        -Ithird_party/cmsis/Include -Ithird_party/cmsis_dsp/Include \
        -Ithird_party/hal/Inc

WARN := -Wall -Wextra -Wshadow -Wdouble-promotion -Wformat=2 -Wundef

ifeq ($(BUILD),release)
  OPT := -O2 -flto
  DEFS += -DNDEBUG
else
  OPT := -Og -g3
  DEFS += -DDEBUG_UART=1
endif

CFLAGS  := $(MCU) $(OPT) $(WARN) $(DEFS) $(INCS) -std=c11 \
           -ffunction-sections -fdata-sections -fno-common -MMD -MP
ASFLAGS := $(MCU) -g
LDFLAGS := $(MCU) $(OPT) -T$(LDSCRIPT) -Wl,--gc-sections -Wl,-Map=$(MAP),--cref \
           -specs=nano.specs -specs=nosys.specs -Wl,--print-memory-usage
LDLIBS  := -lm

# --- host tests ------------------------------------------------------------
TEST_DIR   := tests
TEST_SRCS  := $(wildcard $(TEST_DIR)/test_*.c)
TEST_BINS  := $(patsubst $(TEST_DIR)/%.c,build/host/%,$(TEST_SRCS))
HOST_FLAGS := -std=c11 -O1 -g -Wall -Wextra -fsanitize=address,undefined \
              -Isrc -Isrc/dsp -Itests/stubs -DHOST_TEST

# --- targets ---------------------------------------------------------------
.PHONY: all flash debug test clean distclean version size

all: $(HEX) $(BIN)

$(ELF): $(OBJS) $(LDSCRIPT)
	@echo "  LD      $@"
	@$(CC) $(LDFLAGS) $(OBJS) $(LDLIBS) -o $@

$(HEX): $(ELF)
	@echo "  HEX     $@"
	@$(OBJCOPY) -O ihex $< $@

$(BIN): $(ELF)
	@echo "  BIN     $@"
	@$(OBJCOPY) -O binary $< $@

$(BUILD_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS) -c $< -o $@

$(BUILD_DIR)/%.o: %.s
	@mkdir -p $(dir $@)
	@echo "  AS      $<"
	@$(AS) $(ASFLAGS) -c $< -o $@

size: $(ELF)
	$(SIZE) --format=berkeley $(ELF)

flash: $(HEX)
	$(OPENOCD) -f interface/stlink.cfg -f target/stm32l4x.cfg \
	  -c "program $(HEX) verify reset exit"

debug: $(ELF)
	$(OPENOCD) -f interface/stlink.cfg -f target/stm32l4x.cfg &
	$(GDB) -ex "target extended-remote :3333" -ex "monitor reset halt" $(ELF)

test: $(TEST_BINS)
	@set -e; for t in $(TEST_BINS); do echo "  RUN     $$t"; $$t; done

build/host/test_%: $(TEST_DIR)/test_%.c src/dsp/%.c
	@mkdir -p $(dir $@)
	@echo "  HOSTCC  $@"
	@$(HOSTCC) $(HOST_FLAGS) $^ -lm -o $@

version:
	@echo $(VERSION)

clean:
	rm -rf $(BUILD_DIR) build/host

distclean:
	rm -rf build

-include $(DEPS)
