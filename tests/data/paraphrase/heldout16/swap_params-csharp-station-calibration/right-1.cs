using System;
using System.Collections.Generic;

namespace Meteo.Stations.Calibration
{
    /// <summary>Applies the lab calibration to raw sensor values.</summary>
    public static class SensorCalibration
    {
        // Offset first, then gain: corrected = (raw + offset) * gain.
        public static double Correct(double raw, double offset, double gain)
        {
            return (raw + offset) * gain;
        }

        public static double CorrectHumidity(double rawPercent, double gain, double offset)
        {
            var value = Correct(rawPercent, offset, gain);
            return Math.Clamp(value, 0.0, 100.0);
        }

        public static IList<double> CorrectSeries(IEnumerable<double> raw, double gain, double offset)
        {
            var corrected = new List<double>();
            foreach (var value in raw)
            {
                corrected.Add(Correct(value, offset, gain));
            }
            return corrected;
        }

        public static double Drift(double before, double after, double gain)
        {
            return (after - before) * gain;
        }
    }
}
