use std::collections::BTreeMap;

/// One player move between teams, as filed with the league office.
#[derive(Debug, Clone, PartialEq)]
pub struct Transfer {
    pub player: String,
    pub from_team: Option<String>,
    pub to_team: String,
    pub fee_eur: u32,
    pub loan: bool,
}

impl Transfer {
    pub fn new(player: &str, from_team: Option<&str>, to_team: &str, fee_eur: u32, loan: bool) -> Self {
        Transfer {
            player: player.to_string(),
            from_team: from_team.map(str::to_string),
            to_team: to_team.to_string(),
            fee_eur,
            loan,
        }
    }

    pub fn is_free_agent_signing(&self) -> bool {
        self.from_team.is_none()
    }
}

/// Total fees received per selling team.
pub fn income_by_team(transfers: &[Transfer]) -> BTreeMap<String, u64> {
    let mut out = BTreeMap::new();
    for t in transfers {
        if let Some(from) = &t.from_team {
            if !t.loan {
                *out.entry(from.clone()).or_insert(0) += u64::from(t.fee_eur);
            }
        }
    }
    out
}
