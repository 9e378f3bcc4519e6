using System;
using System.Collections.Generic;

namespace Factory.Tempering
{
    public interface IPlantLog
    {
        void Info(string message);
        void Warn(string message);
    }

    /// <summary>Drives one continuous tempering machine on the enrobing line.</summary>
    public sealed class TemperingController
    {
        public const double MinSeedC = 25.0;
        public const double MaxSeedC = 29.0;
        public const double MinWorkC = 28.0;
        public const double MaxWorkC = 32.5;

        private readonly IPlantLog _log;
        private readonly string _machineId;
        private readonly Dictionary<string, double> _setpoints = new Dictionary<string, double>();

        public TemperingController(string machineId, IPlantLog log)
        {
            _machineId = machineId;
            _log = log;
        }

        public bool ApplySeedSetpoint(double celsius)
        {
            if (celsius < MinSeedC || celsius > MaxSeedC)
            {
                _log.Warn($"{_machineId}: seed setpoint {celsius:F1} C outside {MinSeedC}-{MaxSeedC} C, rejected");
                return false;
            }
            _setpoints["seed"] = celsius;
            _log.Info($"{_machineId}: seed setpoint {celsius:F1} C");
            return true;
        }

        public bool ApplyWorkSetpoint(double celsius)
        {
            if (celsius < MinWorkC || celsius > MaxWorkC)
            {
                return false;
            }
            _setpoints["work"] = celsius;
            _log.Info($"{_machineId}: work setpoint {celsius:F1} C");
            return true;
        }

        public double? Setpoint(string stage)
        {
            return _setpoints.TryGetValue(stage, out var value) ? value : (double?)null;
        }

        public bool ReadyToEnrobe()
        {
            return _setpoints.ContainsKey("seed") && _setpoints.ContainsKey("work");
        }
    }
}
