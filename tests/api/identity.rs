//! Registered users, guests and tokens.

use chrono::Utc;
use jsonwebtoken::{EncodingKey, Header};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{JWT_SECRET, assert_problem, spawn_app};

#[tokio::test]
async fn a_registered_user_logs_in_and_sees_themselves() {
    let app = spawn_app().await;
    let res = app
        .post(
            "/api/v1/users",
            None,
            json!({"username": "Alice", "password": "correct horse", "display_name": " Alice  B "}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let created: Value = res.json().await.unwrap();
    assert_eq!(created["user"]["username"], "alice");
    assert_eq!(created["user"]["display_name"], "Alice B");
    assert_eq!(created["user"]["guest"], false);
    assert!(created["user"].get("password_hash").is_none());

    let res = app
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "ALICE", "password": "correct horse"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let session: Value = res.json().await.unwrap();
    let token = session["token"].as_str().unwrap();

    let me: Value = app
        .get("/api/v1/me", Some(token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["id"], created["user"]["id"]);
    assert_eq!(me["username"], "alice");
}

#[tokio::test]
async fn usernames_are_unique_and_wrong_passwords_are_refused() {
    let app = spawn_app().await;
    let body = json!({"username": "bob", "password": "password1", "display_name": "Bob"});
    assert_eq!(
        app.post("/api/v1/users", None, body.clone()).await.status(),
        StatusCode::CREATED
    );
    let res = app
        .post(
            "/api/v1/users",
            None,
            json!({"username": "BOB", "password": "password2", "display_name": "B"}),
        )
        .await;
    assert_problem(res, StatusCode::CONFLICT, "username_taken").await;

    for (user, pass) in [("bob", "password2"), ("nobody", "password1")] {
        let res = app
            .post(
                "/api/v1/sessions",
                None,
                json!({"username": user, "password": pass}),
            )
            .await;
        let problem = assert_problem(res, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
        // The same words whether the name exists or not.
        assert_eq!(problem["detail"], "The username or the password is wrong.");
    }
}

#[tokio::test]
async fn bad_registrations_are_refused_and_store_nothing() {
    let app = spawn_app().await;
    let cases = [
        (
            json!({"username": "ab", "password": "password1", "display_name": "A"}),
            "invalid_username",
        ),
        (
            json!({"username": "a b c", "password": "password1", "display_name": "A"}),
            "invalid_username",
        ),
        (
            json!({"username": "abc", "password": "short", "display_name": "A"}),
            "invalid_password",
        ),
        (
            json!({"username": "abc", "password": "password1", "display_name": "   "}),
            "invalid_display_name",
        ),
        (
            json!({"username": "abc", "password": "password1", "display_name": "x".repeat(33)}),
            "invalid_display_name",
        ),
    ];
    for (body, code) in cases {
        let res = app.post("/api/v1/users", None, body).await;
        assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, code).await;
    }
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(users, 0);
}

#[tokio::test]
async fn a_guest_has_a_name_and_no_username() {
    let app = spawn_app().await;
    let guest = app.guest("Zed").await;
    let me: Value = app
        .get("/api/v1/me", Some(&guest.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["guest"], true);
    assert_eq!(me["username"], Value::Null);
    assert_eq!(me["display_name"], "Zed");
}

#[tokio::test]
async fn a_revoked_token_is_refused() {
    let app = spawn_app().await;
    let guest = app.guest("Zed").await;
    let res = app.log_out(&guest).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = app.get("/api/v1/me", Some(&guest.token)).await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

#[derive(serde::Serialize)]
struct Claims {
    sub: String,
    iat: i64,
    exp: i64,
    jti: String,
}

/// A token for `user` signed with `secret`, recorded or not in the database.
fn forge(secret: &str, user: &str, jti: &str, iat: i64, exp: i64) -> String {
    let claims = Claims {
        sub: user.into(),
        iat,
        exp,
        jti: jti.into(),
    };
    jsonwebtoken::encode(
        &Header::default(),
        &claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .unwrap()
}

#[tokio::test]
async fn expired_forged_tampered_and_missing_tokens_get_401() {
    let app = spawn_app().await;
    let guest = app.guest("Zed").await;
    let now = Utc::now().timestamp();
    // The real token's id, so only the property under test differs.
    let claims: Value = {
        use base64::Engine as _;
        let payload = guest.token.split('.').nth(1).unwrap();
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap();
        serde_json::from_slice(&bytes).unwrap()
    };
    let jti = claims["jti"].as_str().unwrap();
    assert_eq!(
        app.get(
            "/api/v1/me",
            Some(&forge(JWT_SECRET, &guest.user_id, jti, now, now + 600))
        )
        .await
        .status(),
        StatusCode::OK,
        "a correctly signed token for a recorded id is accepted: the cases below differ by one thing"
    );
    let expired = forge(JWT_SECRET, &guest.user_id, jti, now - 7200, now - 3600);
    let other_key = forge(
        "another-secret-another-secret-another!!",
        &guest.user_id,
        jti,
        now,
        now + 600,
    );
    let unrecorded = forge(
        JWT_SECRET,
        &guest.user_id,
        &uuid::Uuid::new_v4().to_string(),
        now,
        now + 600,
    );
    let other_user = forge(
        JWT_SECRET,
        &uuid::Uuid::new_v4().to_string(),
        jti,
        now,
        now + 600,
    );
    let mut tampered = guest.token.clone();
    tampered.insert(tampered.find('.').unwrap() + 3, 'x');
    for token in [
        expired,
        other_key,
        unrecorded,
        other_user,
        tampered,
        "garbage".to_string(),
    ] {
        let res = app.get("/api/v1/me", Some(&token)).await;
        let problem = assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
        assert!(!problem.to_string().contains(JWT_SECRET));
    }
    let res = app.get("/api/v1/me", None).await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let res = app
        .client
        .get(app.url("/api/v1/me"))
        .header("authorization", format!("Basic {}", guest.token))
        .send()
        .await
        .unwrap();
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

/// base64url without padding, as JWT segments are written.
fn segment(json: &Value) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(serde_json::to_vec(json).unwrap())
}

#[tokio::test]
async fn tokens_not_yet_valid_unsigned_or_with_a_changed_payload_are_refused() {
    let app = spawn_app().await;
    let guest = app.guest("Yan").await;
    let victim = app.guest("Xia").await;
    let now = Utc::now().timestamp();
    let [header, payload, signature]: [&str; 3] = guest
        .token
        .split('.')
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    let claims: Value = {
        use base64::Engine as _;
        serde_json::from_slice(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(payload)
                .unwrap(),
        )
        .unwrap()
    };
    let jti = claims["jti"].as_str().unwrap();
    // Issued an hour from now (beyond the 5 s leeway for clock differences).
    let not_yet_valid = forge(JWT_SECRET, &guest.user_id, jti, now + 3600, now + 7200);
    // The same claims with "alg": "none" and no signature, or with the real signature.
    let none = segment(&json!({"alg": "none", "typ": "JWT"}));
    let unsigned = format!("{none}.{payload}.");
    let unsigned_with_signature = format!("{none}.{payload}.{signature}");
    // Another user's id in the payload, the original signature kept.
    let mut changed = claims.clone();
    changed["sub"] = json!(victim.user_id);
    let other_payload = format!("{header}.{}.{signature}", segment(&changed));
    // A longer lifetime, the original signature kept.
    let mut longer = claims.clone();
    longer["exp"] = json!(now + 10 * 365 * 24 * 3600);
    let longer_life = format!("{header}.{}.{signature}", segment(&longer));
    // HS512 with the right secret: only HS256 is accepted.
    let other_alg = jsonwebtoken::encode(
        &Header::new(jsonwebtoken::Algorithm::HS512),
        &claims,
        &EncodingKey::from_secret(JWT_SECRET.as_bytes()),
    )
    .unwrap();
    for (what, token) in [
        ("not yet valid", not_yet_valid),
        ("alg none", unsigned),
        ("alg none with a signature", unsigned_with_signature),
        ("another user's id", other_payload),
        ("a longer lifetime", longer_life),
        ("HS512", other_alg),
    ] {
        let res = app.get("/api/v1/me", Some(&token)).await;
        let problem = assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
        // The answer never names who the token claimed to be, nor the secret.
        assert!(!problem.to_string().contains(&victim.user_id), "{what}");
        assert!(!problem.to_string().contains(JWT_SECRET), "{what}");
    }
    assert_eq!(
        app.get("/api/v1/me", Some(&guest.token)).await.status(),
        StatusCode::OK,
        "the untouched token still works"
    );
}

#[tokio::test]
async fn a_valid_token_cannot_act_in_a_room_its_player_is_not_in() {
    let app = spawn_app().await;
    let (code, players) = app.four_playing().await;
    let outsider = app.guest("Outsider").await;
    let before = app.room(&code, &players[0]).await;
    let target = crate::helpers::player_id(&before);
    for action in [
        json!({"type": "ask", "target": target}),
        json!({"type": "accuse", "suspect": target}),
        json!({"type": "vote", "yes": true}),
        json!({"type": "guess", "location_id": "spyfall1-airplane"}),
    ] {
        let res = app.act(&code, &outsider, action).await;
        assert_problem(res, StatusCode::FORBIDDEN, "not_a_member").await;
    }
    for path in ["rounds", "rounds/1"] {
        let res = app
            .get(
                &format!("/api/v1/rooms/{code}/{path}"),
                Some(&outsider.token),
            )
            .await;
        assert_problem(res, StatusCode::FORBIDDEN, "not_a_member").await;
    }
    let res = app.deal(&code, &outsider).await;
    assert!(res.status() == StatusCode::FORBIDDEN, "{}", res.status());
    let after = app.room(&code, &players[0]).await;
    assert_eq!(before["version"], after["version"], "nothing changed");
}
