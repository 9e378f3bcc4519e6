"""The round loop and what it consults each round: the cost cap, the pipelined plain steps, the
output's stop rules and the loop guard, the counters."""
