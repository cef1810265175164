//! `--record`: every write the server acknowledged (2xx), one JSON object per line, so that
//! a crash test can check afterwards that each of them is in the database.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::Mutex;

use serde_json::Value;

pub struct Record(Mutex<BufWriter<File>>);

impl Record {
    pub fn create(path: &Path) -> std::io::Result<Self> {
        Ok(Record(Mutex::new(BufWriter::new(File::create(path)?))))
    }

    pub fn write(&self, entry: &Value) -> std::io::Result<()> {
        let mut out = self.0.lock().unwrap_or_else(|e| e.into_inner());
        writeln!(out, "{entry}")
    }

    pub fn flush(&self) -> std::io::Result<()> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).flush()
    }
}
