//! QR codes drawn by the server as SVG, so that no phone, projector or printer needs a
//! network to show one.

/// An SVG document of a QR code of `text`, at least `size` pixels across.
pub fn svg(text: &str, size: u32) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color>()
            .min_dimensions(size, size)
            .quiet_zone(true)
            .build(),
    )
}

/// The same, without the XML declaration, to sit inside an HTML page (an inline `<svg>`
/// needs no image source under a strict content policy).
pub fn inline(text: &str, size: u32) -> String {
    let doc = svg(text, size).unwrap_or_default();
    match doc.find("<svg") {
        Some(start) => doc[start..].to_string(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_qr_code_is_an_svg_of_its_text() {
        let doc = super::svg("http://10.0.0.2:8080/r/ABCD", 240).unwrap();
        assert!(doc.contains("<svg") && doc.contains("</svg>"));
        let inline = super::inline("http://10.0.0.2:8080/nights/BCDFG", 120);
        assert!(
            inline.starts_with("<svg") && inline.ends_with("</svg>"),
            "{inline}"
        );
    }
}
