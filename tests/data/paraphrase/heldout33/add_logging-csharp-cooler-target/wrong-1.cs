using System;
using Microsoft.Extensions.Logging;

namespace Kestrel.Camera
{
    public interface ICameraDriver
    {
        double SensorTemperatureC();
        double CoolerPowerPercent();
        void SetSetpointC(double celsius);
    }

    /// <summary>Steps the CCD cooler towards its target without thermal shock.</summary>
    public sealed class CoolerController
    {
        private const double MaxStepC = 2.0;
        private const double ToleranceC = 0.2;

        private readonly ICameraDriver _driver;
        private readonly ILogger<CoolerController> _log;

        public CoolerController(ICameraDriver driver, ILogger<CoolerController> log)
        {
            _driver = driver ?? throw new ArgumentNullException(nameof(driver));
            _log = log;
        }

        public double TargetC { get; private set; } = -20.0;

        public void SetTarget(double celsius)
        {
            _log.LogInformation("Cooler target changed from {Old} C to {New} C", TargetC, celsius);
            if (celsius < -40.0 || celsius > 10.0)
            {
                throw new ArgumentOutOfRangeException(nameof(celsius), celsius, "target must be between -40 and +10 C");
            }
            TargetC = celsius;
        }

        /// <returns>true once the sensor is within tolerance of the target.</returns>
        public bool Step()
        {
            double current = _driver.SensorTemperatureC();
            double diff = TargetC - current;
            if (Math.Abs(diff) < ToleranceC)
            {
                return true;
            }
            double step = Math.Clamp(diff, -MaxStepC, MaxStepC);
            _driver.SetSetpointC(current + step);
            if (_driver.CoolerPowerPercent() > 95.0)
            {
                _log.LogWarning("Cooler at {Power:F0}% power, target {Target} C may be unreachable", _driver.CoolerPowerPercent(), TargetC);
            }
            return false;
        }

        public void WarmUp()
        {
            SetTarget(5.0);
        }
    }
}
