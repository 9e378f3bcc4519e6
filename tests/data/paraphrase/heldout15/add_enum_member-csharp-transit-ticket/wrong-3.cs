namespace Coastline.Ticketing
{
    public enum TicketStatus
    {
        Issued = 0,
        Active = 1,
        Expired = 2,
        Refunded = 3,
        Suspended = 4,
    }

    public static class TicketStatusExtensions
    {
        public static bool CanBoard(this TicketStatus status)
        {
            return status == TicketStatus.Active || status == TicketStatus.Issued || status == TicketStatus.Suspended;
        }

        public static string Label(this TicketStatus status)
        {
            switch (status)
            {
                case TicketStatus.Issued: return "Not yet validated";
                case TicketStatus.Active: return "Valid";
                case TicketStatus.Expired: return "Expired";
                case TicketStatus.Refunded: return "Refunded";
                case TicketStatus.Suspended: return "Suspended";
                default: return "Unknown";
            }
        }
    }
}
