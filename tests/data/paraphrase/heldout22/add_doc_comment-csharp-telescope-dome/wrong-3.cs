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

        /// <summary>How long the dome needs to rotate to the given azimuth.</summary>
        /// <param name="targetAzimuth">Target azimuth in degrees.</param>
        /// <returns>The slew duration along the shortest arc.</returns>
        public TimeSpan SlewTime(double targetAzimuth)
        {
            return TimeSpan.FromSeconds(ShortestArc(_azimuth, targetAzimuth) / SlewDegreesPerSecond);
        }

        /// <summary>Whether the dome slit is within tolerance of the telescope azimuth.</summary>
        /// <param name="telescopeAzimuth">Telescope azimuth in degrees.</param>
        /// <returns>True if the slit is aligned.</returns>
        public bool IsAligned(double telescopeAzimuth)
        {
            return ShortestArc(_azimuth, telescopeAzimuth) <= AlignmentTolerance;
        }

        /// <summary>Rotates the dome to the given azimuth, normalised to 0-360.</summary>
        /// <param name="targetAzimuth">Target azimuth in degrees.</param>
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
