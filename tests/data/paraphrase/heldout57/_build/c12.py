from lib import case

ORIG22 = r'''
/* tankprobe.c - reads the bulk tank's temperature and level probes over the
 * ADC board and decides whether the compressor should run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ADC_CHANNELS 8
#define CH_TEMP 0
#define CH_LEVEL 1
#define CH_AMBIENT 2
#define TARGET_TEMP_C 3.5
#define HYSTERESIS_C 0.5

static int fake_adc[ADC_CHANNELS] = {412, 2870, 1630, 0, 0, 0, 0, 0};

int read_probe(int channel, int samples);
double to_celsius(int raw);
double to_litres(int raw);

static int adc_read_once(int channel)
{
    if (channel < 0 || channel >= ADC_CHANNELS)
        return -1;
    return fake_adc[channel] + (rand() % 5) - 2;
}

/* Averages several readings of one channel to smooth out pump noise. */
int read_probe(int channel, int samples)
{
    long sum = 0;
    int i;
    if (samples <= 0)
        return -1;
    for (i = 0; i < samples; i++) {
        int v = adc_read_once(channel);
        if (v < 0)
            return -1;
        sum += v;
    }
    return (int)(sum / samples);
}

double to_celsius(int raw)
{
    return raw / 100.0 - 0.6;
}

double to_litres(int raw)
{
    return raw * 4.2;
}

static int compressor_on;

void control_step(void)
{
    double temp = to_celsius(read_probe(CH_TEMP, 16));
    double level = to_litres(read_probe(CH_LEVEL, 4));

    if (level < 200.0) {
        compressor_on = 0; /* never run the compressor on an empty tank */
    } else if (temp > TARGET_TEMP_C + HYSTERESIS_C) {
        compressor_on = 1;
    } else if (temp < TARGET_TEMP_C - HYSTERESIS_C) {
        compressor_on = 0;
    }
    printf("temp=%.2fC level=%.0fL compressor=%s\n", temp, level, compressor_on ? "on" : "off");
}

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 3;
    int ambient;
    while (steps-- > 0)
        control_step();
    ambient = read_probe(CH_AMBIENT, 8);
    printf("ambient=%.2fC\n", to_celsius(ambient));
    return strcmp(argv[0], "") == 0;
}
'''
PROTO = ("int read_probe(int channel, int samples);", "int read_probe(int samples, int channel);", 1)
DEF = ("int read_probe(int channel, int samples)\n{", "int read_probe(int samples, int channel)\n{", 1)
CALLS = [("read_probe(CH_TEMP, 16)", "read_probe(16, CH_TEMP)", 1), ("read_probe(CH_LEVEL, 4)", "read_probe(4, CH_LEVEL)", 1),
         ("read_probe(CH_AMBIENT, 8)", "read_probe(8, CH_AMBIENT)", 1)]
case("swap_params-c-tank-probe", "tankprobe.c", "swap_params", "c", ORIG22,
     [("terse", "read_probe(channel, samples) -> read_probe(samples, channel), fix callers"),
      ("polite", "Could you swap the two parameters of read_probe so samples comes first and channel second, in the prototype, the definition and all three calls? The behaviour must stay the same."),
      ("declarative", "read_probe's signature should be read_probe(int samples, int channel), with every call passing its arguments in that order."),
      ("other", "to match the new ADC library, read_probe should take samples first then the channel. swap them incl. callers"),
      ("other", "read_probe の引数の順番を (samples, channel) に入れ替えて、プロトタイプと呼び出し側もすべて直してください。")],
     [("right", "prototype, definition and the three calls swapped", [PROTO, DEF] + CALLS),
      ("wrong", "prototype and definition swapped but the callers were not, so the channel number is used as the sample count and vice versa (still compiles)",
       [PROTO, DEF]),
      ("wrong", "prototype, definition and the two calls in control_step swapped, but the ambient call in main still passes (CH_AMBIENT, 8)",
       [PROTO, DEF] + CALLS[:2]),
      ("wrong", "calls swapped but the function was left as read_probe(int channel, int samples)",
       CALLS),
      ("wrong", "swap done everywhere, but the loop became i <= samples, reading one sample too many and dividing by samples",
       [PROTO, DEF] + CALLS + [("for (i = 0; i < samples; i++)", "for (i = 0; i <= samples; i++)", 1)])])
