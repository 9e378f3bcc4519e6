using System;

namespace Observatory.Dome
{
    public class DomeController
    {
        private const double SlewDegreesPerSecond = 2.5;
        private const double AlignmentTolerance = 0.5;
        private double _azimuth;

        public DomeController(double parkAzimuth)
        {
            _azimuth = parkAzimuth;
        }

        public double Azimuth => _azimuth;

        public TimeSpan SlewTime(double targetAzimuth)
        {
            return TimeSpan.FromSeconds(ShortestArc(_azimuth, targetAzimuth) / SlewDegreesPerSecond);
        }

        public bool IsAligned(double telescopeAzimuth)
        {
            return ShortestArc(_azimuth, telescopeAzimuth) < AlignmentTolerance;
        }

        public void SlewTo(double targetAzimuth)
        {
            _azimuth = ((targetAzimuth % 360.0) + 360.0) % 360.0;
        }

        private static double ShortestArc(double from, double to)
        {
            double delta = Math.Abs(from - to) % 360.0;
            return delta > 180.0 ? 360.0 - delta : delta;
        }
    }
}
