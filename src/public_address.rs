//! The address phones open to reach this server, which join links and QR codes carry.
//!
//! `SPYFALL_PUBLIC_URL` when it is set (a name, https, a proxy in front). Otherwise the
//! address the server listens on; when that is every interface (`0.0.0.0`), this machine's
//! address on its local network. Never what a request's `Host` or `X-Forwarded-Host`
//! header says: any client could make a QR code point anywhere.

use std::net::{IpAddr, SocketAddr};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicAddress {
    /// `http://192.168.1.20:8080`: scheme, host and port, no trailing `/`.
    pub base: String,
    /// Only this computer can open `base` (the server listens on a loopback address, or
    /// no other address was found): other phones cannot join by it.
    pub local_only: bool,
}

impl PublicAddress {
    /// The address for a server listening on `listening`, with `lan` this machine's LAN
    /// address if it has one, unless `configured` says otherwise.
    pub fn resolve(configured: Option<&str>, listening: SocketAddr, lan: Option<IpAddr>) -> Self {
        if let Some(url) = configured {
            return PublicAddress {
                base: url.trim_end_matches('/').to_string(),
                local_only: false,
            };
        }
        let ip = listening.ip();
        let reachable = match ip {
            ip if ip.is_unspecified() => lan,
            ip if ip.is_loopback() => None,
            ip => Some(ip),
        };
        let port = listening.port();
        match reachable {
            Some(ip) => PublicAddress {
                base: format!("http://{}", SocketAddr::new(ip, port)),
                local_only: false,
            },
            None => PublicAddress {
                base: format!("http://{}", SocketAddr::new([127, 0, 0, 1].into(), port)),
                local_only: true,
            },
        }
    }

    /// The address that opens room `code` on a phone.
    pub fn room(&self, code: &str) -> String {
        format!("{}/r/{code}", self.base)
    }

    /// The address of league night `code`.
    pub fn night(&self, code: &str) -> String {
        format!("{}/nights/{code}", self.base)
    }

    /// The address that opens the location list shared by `code`.
    pub fn list(&self, code: &str) -> String {
        format!("{}/lists/{code}", self.base)
    }
}

/// This machine's address on its local network: an IPv4 address of a private range if it
/// has one, else any other IPv4 address that is neither loopback nor link-local. Reads
/// the interfaces; sends nothing.
pub fn lan_address() -> Option<IpAddr> {
    let addresses: Vec<std::net::Ipv4Addr> = if_addrs::get_if_addrs()
        .ok()?
        .into_iter()
        .filter_map(|i| match i.ip() {
            IpAddr::V4(ip) if !ip.is_loopback() && !ip.is_link_local() => Some(ip),
            _ => None,
        })
        .collect();
    let private = addresses.iter().find(|ip| ip.is_private());
    private.or(addresses.first()).map(|&ip| IpAddr::V4(ip))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(addr: &str) -> SocketAddr {
        addr.parse().unwrap()
    }

    #[test]
    fn the_setting_wins_then_the_address_listened_on_then_the_lan() {
        let lan = Some(IpAddr::from([192, 168, 1, 20]));
        let set =
            PublicAddress::resolve(Some("https://play.example.org/"), at("0.0.0.0:8080"), lan);
        assert_eq!(set.base, "https://play.example.org");
        assert!(!set.local_only);
        let everywhere = PublicAddress::resolve(None, at("0.0.0.0:8080"), lan);
        assert_eq!(everywhere.room("BCDFG"), "http://192.168.1.20:8080/r/BCDFG");
        let one = PublicAddress::resolve(None, at("10.0.0.5:9000"), lan);
        assert_eq!(one.night("XY"), "http://10.0.0.5:9000/nights/XY");
    }

    #[test]
    fn loopback_alone_is_said_to_be_local_only() {
        let lan = Some(IpAddr::from([192, 168, 1, 20]));
        let local = PublicAddress::resolve(None, at("127.0.0.1:8080"), lan);
        assert_eq!(
            (local.base.as_str(), local.local_only),
            ("http://127.0.0.1:8080", true)
        );
        let nothing = PublicAddress::resolve(None, at("0.0.0.0:8080"), None);
        assert!(nothing.local_only);
    }
}
